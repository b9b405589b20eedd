import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

const ATTRIBUTE = "data-source-location";

/**
 * Adds `data-source-location="file:line:col"` to every HTML and SVG element written in JSX, as the
 * platform's development build does: line 1-based, column 0-based, file relative to
 * the web package. Components and fragments are left alone: the attribute means "this DOM element comes
 * from here", and a component may not pass unknown props on. Only line contents grow, never the number of
 * lines, so stack traces keep their line numbers.
 */
export function addSourceLocations(code: string, fileName: string, relativeName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const insertions: { at: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName;
      const intrinsic = ts.isIdentifier(tag) && /^[a-z]/.test(tag.text);
      const present = node.attributes.properties.some(
        (p) => ts.isJsxAttribute(p) && p.name.getText(source) === ATTRIBUTE,
      );
      if (intrinsic && !present) {
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
        insertions.push({ at: tag.end, text: ` ${ATTRIBUTE}="${relativeName}:${line + 1}:${character}"` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, at) + text + result.slice(at);
  }
  return result;
}

/** The transform as a Vite plugin, for `vite serve` in development only: never in a build. */
export function sourceLocations(root: string): Plugin {
  return {
    name: "ember:source-locations",
    enforce: "pre",
    apply: (_config, env) => env.command === "serve" && env.mode === "development",
    transform(code, id) {
      const [file = ""] = id.split("?");
      if (!/\.(tsx|jsx)$/.test(file) || file.includes("/node_modules/")) return null;
      const relative = path.relative(root, file).split(path.sep).join("/");
      if (relative.startsWith("..")) return null;
      return { code: addSourceLocations(code, file, relative), map: null };
    },
  };
}
