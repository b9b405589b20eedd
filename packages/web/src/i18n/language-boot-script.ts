import { languages } from "@ember/domain";
import { languageStorageKey } from "./language-storage.ts";

const others = languages.filter((l) => l.code !== "en");
const rtl = languages.filter((l) => l.dir === "rtl").map((l) => l.code);

/**
 * Runs in the document head before the first paint. A visitor who chose another language gets the
 * page's `lang` and `dir` at once (no left-to-right flash in Arabic), and the page stays hidden until
 * React has shown it in their language (at most 3 s, see app.css), so nobody sees English flicker into
 * their language. The boot loader starts the scripts at once for them (scripts/boot-loader.js).
 * Until the head script starts laying the language over it, the body is not even laid out
 * (`data-parsing`, app.css): the browser would otherwise lay out the hidden English page at every pause
 * of the parser, only for its words to change (docs/decisions/0047, 0048). The head script removes the
 * mark once it translates each part as it is parsed (it gives up within 2.5 s); on a page without one,
 * this script does at DOMContentLoaded.
 */
export const languageBootScript = `(function(){try{var l=localStorage.getItem(${JSON.stringify(
  languageStorageKey,
)});if(${JSON.stringify(others.map((l) => l.code))}.indexOf(l)<0)return;var d=document.documentElement;d.lang=l;d.dir=${JSON.stringify(
  rtl,
)}.indexOf(l)<0?"ltr":"rtl";d.setAttribute("data-language",l);d.setAttribute("data-translating","");d.setAttribute("data-parsing","");document.addEventListener("DOMContentLoaded",function(){window.__emberPretranslation||d.removeAttribute("data-parsing")})}catch(e){}})()`;
