import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Simplified Chinese (docs/translation/zh.md): 你, full-width punctuation, a space
 * beside Latin text and digits. The words are those of the sign-in, sign-up and password pages
 * (packages/web/src/i18n/catalogs/zh/shell.json).
 */
export const zh: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "zh-CN",
  hello: "你好：",
  closing: "致以温暖的问候，",
  signature: "{brand} 团队",
  questions: "有问题吗？欢迎写信到 {email} 联系我们。",
  verification: {
    subject: "你的 {brand} 验证码：{code}",
    heading: "确认你的电子邮件地址",
    intro: "欢迎加入 {brand}！很高兴你来到这里。请输入下面的验证码，完成账户的创建：",
    expiry: "验证码 {duration}内有效。如果你没有注册，可以放心忽略这封邮件。",
    minutes: { other: "{count} 分钟" },
  },
  alreadyRegistered: {
    subject: "你已经有 {brand} 账户了",
    heading: "你已经有账户了",
    intro: "有人（希望是你本人）尝试用这个电子邮件地址创建 {brand} 账户。好消息是：你已经有账户了。",
    signIn: "登录",
    forgot: "忘记密码了？可以在这里设置新密码：",
    ignore: "如果这不是你本人的操作，你无需做任何事：你的账户没有任何变化。",
  },
  passwordReset: {
    subject: "重置你的 {brand} 密码",
    heading: "重置你的密码",
    intro: "我们收到了重置你的 {brand} 账户密码的请求。请通过下面的链接设置新密码：",
    button: "设置新密码",
    expiry:
      "该链接只能使用一次，一小时内有效。如果你没有提出这个请求，可以忽略这封邮件：你的密码会保持不变。",
  },
  invitation: {
    subject: "邀请你加入 {brand}",
    heading: "你受邀加入 {brand}",
    intro: "你受邀加入 {brand}。我们非常期待你的加入！设置你的密码，就可以开始了：",
    introAsAdmin: "你受邀以管理员身份加入 {brand}。我们非常期待你的加入！设置你的密码，就可以开始了：",
    button: "设置你的密码",
    expiry: "该链接只能使用一次，七天内有效。",
  },
};
