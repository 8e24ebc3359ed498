/**
 * The nodes fast-xml-parser gives in its order-preserving mode (needed because a notice's text runs
 * between its elements): an element is `{ [name]: children, ":@"?: attributes }`, text is
 * `{ "#text": … }`. These helpers read them without caring for that layout elsewhere. Pure.
 */
export type XmlNode = Record<string, unknown>;
export type XmlElement = XmlNode;

const ATTRIBUTES = ":@";
const TEXT = "#text";

/** The element's name (namespace prefix removed by the parser), or null for a text node. */
export function elementName(node: XmlNode): string | null {
  for (const key of Object.keys(node)) if (key !== ATTRIBUTES && key !== TEXT) return key;
  return null;
}

export function childElements(node: XmlNode): XmlNode[] {
  const name = elementName(node);
  const children = name ? node[name] : undefined;
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

export function attributesOf(node: XmlNode): Record<string, string | undefined> {
  const attributes = node[ATTRIBUTES];
  return typeof attributes === "object" && attributes !== null ? (attributes as Record<string, string>) : {};
}

/** All the text inside a node, as written (spaces kept). */
export function textOf(node: XmlNode): string {
  if (TEXT in node) return String(node[TEXT]);
  return childElements(node).map(textOf).join("");
}

/** The first element of that name at any depth below `node`, in document order. */
export function findElement(node: XmlNode, name: string): XmlElement | undefined {
  for (const child of childElements(node)) {
    if (elementName(child) === name) return child;
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** Every element of that name at any depth below `node`, in document order. */
export function findElements(node: XmlNode, name: string, found: XmlElement[] = []): XmlElement[] {
  for (const child of childElements(node)) {
    if (elementName(child) === name) found.push(child);
    findElements(child, name, found);
  }
  return found;
}
