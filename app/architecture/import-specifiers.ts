/**
 * The module specifiers a TypeScript source imports: `import … from "x"`, `import "x"`, `export … from "x"`,
 * `import("x")` (also `typeof import("x")`). A small lexer rather than a regular expression over the
 * text, so that an import written in a comment, a string, a template or a regular expression is not
 * taken for a real one. TypeScript 7's parser runs in a separate Go process behind an unstable API; a
 * lexer is enough for the one question asked here.
 *
 * Known limit: JSX text is lexed as code. An apostrophe in it opens a "string" that ends at the end of the
 * line (strings never cross lines), so at worst the rest of that line is skipped; and an `import` word in
 * prose is taken for an import only if it is followed by the exact shape of one (`from "…"`).
 */

type Token = { kind: "name" | "string" | "punct"; value: string };

/** After these keywords a `/` starts a regular expression, not a division. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
]);

const isNameStart = (c: string) => /[A-Za-z_$]/.test(c) || c > "\u007f";
const isNamePart = (c: string) => /[\w$]/.test(c) || c > "\u007f";

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  /** One entry per open `{` or `${`: whether closing it resumes a template literal. */
  const braces: boolean[] = [];
  let i = 0;
  const n = source.length;

  const last = () => tokens[tokens.length - 1];
  const regexAllowed = () => {
    const prev = last();
    if (!prev) return true;
    if (prev.kind === "string") return false;
    if (prev.kind === "name") return KEYWORDS_BEFORE_EXPRESSION.has(prev.value);
    // `</` closes a JSX element; after `)`, `]` or `}` a slash is far more often a division.
    return ![")", "]", "}", "<"].includes(prev.value);
  };

  /** Reads a template literal's text from i (just after "`" or "}") up to its end or the next "${". */
  const templateText = () => {
    while (i < n) {
      const c = source[i];
      if (c === "\\") i += 2;
      else if (c === "`") {
        i++;
        tokens.push({ kind: "string", value: "`template`" });
        return;
      } else if (c === "$" && source[i + 1] === "{") {
        i += 2;
        braces.push(true);
        tokens.push({ kind: "punct", value: "${" });
        return;
      } else i++;
    }
  };

  while (i < n) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (/\s/.test(c)) {
      i++;
    } else if (c === "/" && next === "/") {
      while (i < n && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      let value = "";
      i++;
      while (i < n && source[i] !== c && source[i] !== "\n") {
        if (source[i] === "\\") {
          value += source[i + 1] ?? "";
          i += 2;
        } else value += source[i++];
      }
      i++;
      tokens.push({ kind: "string", value });
    } else if (c === "`") {
      i++;
      templateText();
    } else if (c === "/" && regexAllowed()) {
      let inClass = false;
      i++;
      while (i < n && source[i] !== "\n") {
        const r = source[i];
        if (r === "\\") i += 2;
        else {
          i++;
          if (r === "[") inClass = true;
          else if (r === "]") inClass = false;
          else if (r === "/" && !inClass) break;
        }
      }
      while (i < n && isNamePart(source[i] as string)) i++;
      tokens.push({ kind: "string", value: "/regex/" });
    } else if (isNameStart(c)) {
      const start = i;
      while (i < n && isNamePart(source[i] as string)) i++;
      tokens.push({ kind: "name", value: source.slice(start, i) });
    } else if (/\d/.test(c)) {
      while (i < n && /[\w.]/.test(source[i] as string)) i++;
      tokens.push({ kind: "name", value: "0" });
    } else if (c === "{") {
      braces.push(false);
      tokens.push({ kind: "punct", value: c });
      i++;
    } else if (c === "}") {
      i++;
      if (braces.pop()) templateText();
      else tokens.push({ kind: "punct", value: c });
    } else {
      tokens.push({ kind: "punct", value: c });
      i++;
    }
  }
  return tokens;
}

/** Tokens that may stand between `import`/`export` and `from` in a declaration. */
const isClauseToken = (t: Token) =>
  t.kind === "name" || (t.kind === "punct" && ["{", "}", ",", "*"].includes(t.value));

export function importSpecifiers(source: string): string[] {
  const tokens = tokenize(source);
  const found: string[] = [];
  const at = (k: number) => tokens[k];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.kind !== "name" || (t.value !== "import" && t.value !== "export")) continue;
    if (at(k - 1)?.value === ".") continue; // a property named import
    const next = at(k + 1);
    if (t.value === "import" && next?.value === "(") {
      const spec = at(k + 2);
      if (spec?.kind === "string" && (at(k + 3)?.value === ")" || at(k + 3)?.value === ",")) {
        found.push(spec.value);
      }
      continue;
    }
    if (t.value === "import" && next?.kind === "string") {
      found.push(next.value);
      continue;
    }
    if (t.value === "export" && !(next?.value === "{" || next?.value === "*" || next?.value === "type")) {
      continue;
    }
    // A declaration: clause tokens up to `from "…"`; anything else means this was not one.
    for (let j = k + 1; j < tokens.length; j++) {
      const u = tokens[j] as Token;
      const after = at(j + 1);
      if (u.kind === "name" && u.value === "from" && after?.kind === "string") {
        found.push(after.value);
        break;
      }
      if (!isClauseToken(u)) break;
    }
  }
  return found;
}
