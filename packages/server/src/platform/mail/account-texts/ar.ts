import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Arabic (docs/translation/ar.md): أنت, the Arabic comma and question mark, Western
 * digits; written right to left. The words are those of the sign-in, sign-up and password pages
 * (packages/web/src/i18n/catalogs/ar/shell.json). The minutes
 * take the noun form of each of the six plural categories.
 */
export const ar: AccountMailTexts = {
  dir: "rtl",
  numberLocale: "ar-u-nu-latn",
  hello: "مرحبًا،",
  closing: "مع خالص المودة،",
  signature: "فريق {brand}",
  questions: "هل لديك أسئلة؟ راسلنا على {email}.",
  verification: {
    subject: "رمز التحقق الخاص بك في {brand}: {code}",
    heading: "أكّد عنوان بريدك الإلكتروني",
    intro: "مرحبًا بك في {brand}! يسعدنا كثيرًا وجودك معنا. لإكمال إنشاء حسابك، أدخل هذا الرمز:",
    expiry:
      "يبقى الرمز صالحًا لمدة {duration}. إذا لم تكن أنت من بدأ التسجيل، فيمكنك تجاهل هذه الرسالة بأمان.",
    minutes: {
      zero: "{count} دقيقة",
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "{count} دقائق",
      many: "{count} دقيقة",
      other: "{count} دقيقة",
    },
  },
  alreadyRegistered: {
    subject: "لديك حساب بالفعل في {brand}",
    heading: "لديك حساب بالفعل",
    intro:
      "حاول أحدهم (ونأمل أن تكون أنت) إنشاء حساب في {brand} بعنوان البريد الإلكتروني هذا. والخبر السار: لديك حساب بالفعل.",
    signIn: "تسجيل الدخول",
    forgot: "نسيت كلمة المرور؟ يمكنك اختيار كلمة مرور جديدة من هنا:",
    ignore: "إذا لم تكن أنت، فلا داعي لفعل أي شيء: حسابك باقٍ كما هو دون أي تغيير.",
  },
  passwordReset: {
    subject: "أعد تعيين كلمة المرور لحسابك في {brand}",
    heading: "أعد تعيين كلمة المرور",
    intro: "تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في {brand}. اختر كلمة مرور جديدة عبر هذا الرابط:",
    button: "اختر كلمة مرور جديدة",
    expiry:
      "يعمل الرابط مرة واحدة، لمدة ساعة. إذا لم تطلبه، فيمكنك تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.",
  },
  invitation: {
    subject: "دعوة للانضمام إلى {brand}",
    heading: "ندعوك للانضمام إلى {brand}",
    intro: "تلقّيت دعوة للانضمام إلى {brand}. يسعدنا كثيرًا أن تكون معنا! عيّن كلمة المرور لتبدأ:",
    introAsAdmin:
      "تلقّيت دعوة للانضمام إلى {brand} بصفة مشرف. يسعدنا كثيرًا أن تكون معنا! عيّن كلمة المرور لتبدأ:",
    button: "عيّن كلمة المرور",
    expiry: "يعمل الرابط مرة واحدة، لمدة سبعة أيام.",
  },
};
