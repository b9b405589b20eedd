import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Hindi (docs/translation/hi.md): आप, the danda, Western digits, "ई-मेल" as the
 * sign-up and password pages write it (packages/web/src/i18n/catalogs/hi/shell.json), whose words these are.
 */
export const hi: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "hi",
  hello: "नमस्ते,",
  closing: "हार्दिक शुभकामनाओं के साथ,",
  signature: "{brand} टीम",
  questions: "कोई सवाल? हमें {email} पर लिखें।",
  verification: {
    subject: "आपका {brand} पुष्टि कोड: {code}",
    heading: "अपने ई-मेल पते की पुष्टि करें",
    intro: "{brand} में आपका स्वागत है! हमें बहुत खुशी है कि आप यहाँ हैं। अपना खाता बनाना पूरा करने के लिए यह कोड लिखें:",
    expiry:
      "यह कोड {duration} तक मान्य है। अगर आपने खाता बनाने की कोशिश नहीं की, तो आप इस ई-मेल को बेझिझक अनदेखा कर सकते हैं।",
    minutes: { one: "{count} मिनट", other: "{count} मिनट" },
  },
  alreadyRegistered: {
    subject: "{brand} पर आपका खाता पहले से है",
    heading: "आपका खाता पहले से है",
    intro: "किसी ने (उम्मीद है, आपने ही) इस ई-मेल पते से {brand} खाता बनाने की कोशिश की। खुशखबरी: आपका खाता पहले से है।",
    signIn: "साइन इन करें",
    forgot: "पासवर्ड भूल गए? आप यहाँ नया पासवर्ड चुन सकते हैं:",
    ignore: "अगर यह आपने नहीं किया, तो कुछ करने की ज़रूरत नहीं है: आपके खाते में कोई बदलाव नहीं हुआ है।",
  },
  passwordReset: {
    subject: "अपना {brand} पासवर्ड रीसेट करें",
    heading: "अपना पासवर्ड रीसेट करें",
    intro: "हमें आपके {brand} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। इस लिंक से नया पासवर्ड चुनें:",
    button: "नया पासवर्ड चुनें",
    expiry:
      "यह लिंक एक बार, एक घंटे तक काम करता है। अगर आपने इसका अनुरोध नहीं किया, तो आप इस ई-मेल को अनदेखा कर सकते हैं: आपका पासवर्ड जैसा है, वैसा ही रहेगा।",
  },
  invitation: {
    subject: "आपको {brand} से जुड़ने का निमंत्रण मिला है",
    heading: "आपको {brand} में आमंत्रित किया गया है",
    intro:
      "आपको {brand} से जुड़ने के लिए आमंत्रित किया गया है। आपको अपने साथ पाकर हमें बहुत खुशी होगी! शुरू करने के लिए अपना पासवर्ड सेट करें:",
    introAsAdmin:
      "आपको एडमिन के रूप में {brand} से जुड़ने के लिए आमंत्रित किया गया है। आपको अपने साथ पाकर हमें बहुत खुशी होगी! शुरू करने के लिए अपना पासवर्ड सेट करें:",
    button: "अपना पासवर्ड सेट करें",
    expiry: "यह लिंक एक बार, सात दिनों तक काम करता है।",
  },
};
