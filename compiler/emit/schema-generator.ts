// Derives the JSON Schema of cartas.json from the IR's TypeScript types, so the schema
// and compiler/ir.ts cannot drift apart (test/schema.test.ts regenerates and compares).
//
// The walk follows the type *syntax* of ir.ts rather than the checker's resolved types:
// the checker flattens `PlayerRef` into `Subject`, sorts union members by type id and
// drops the doc comments written on union members, all of which the schema keeps. The
// checker still answers what syntax cannot: which declaration a name refers to, the
// properties of an interface, and the values behind `typeof X` and `(typeof X)[number]`.
//
// Only the constructs ir.ts uses are mapped; anything else throws, so a new construct
// in the IR fails the generator loudly instead of producing a schema that accepts too much.
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";
import {
  Node,
  Project,
  type InterfaceDeclaration,
  type IntersectionTypeNode,
  type PropertySignature,
  type SourceFile,
  type Type,
  type TypeAliasDeclaration,
  type TypeLiteralNode,
  type TypeNode,
  type UnionTypeNode,
} from "ts-morph";
import { writeFileAtomic } from "../write.js";

/** The subset of JSON Schema 2020-12 the generator writes. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  title?: string;
  description?: string;
  $ref?: string;
  type?: "object" | "array" | "string" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: JsonSchema;
  const?: string | number | boolean;
  enum?: (string | number)[];
  oneOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
}

export const SCHEMA_ID = "https://cronicas.local/cartas.schema.json";
const ROOT_TYPE = "CardSet";

type Declaration = InterfaceDeclaration | TypeAliasDeclaration;
type Literal = string | number | boolean;

/** A doc comment as one line of text: JSON Schema descriptions are not Markdown. */
function docText(comment: string): string {
  return comment
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\*?\s?/, "").trim())
    .filter((line) => line !== "")
    .join(" ");
}

function withDoc(schema: JsonSchema, doc: string | undefined): JsonSchema {
  return doc ? { description: doc, ...schema } : schema;
}

function unsupported(node: Node, what: string): never {
  const file = node.getSourceFile();
  const { line, column } = file.getLineAndColumnAtPos(node.getStart());
  throw new Error(`schema-generator: ${what} is not mapped to JSON Schema (${file.getBaseName()}:${line}:${column}: ${node.getText().slice(0, 80)})`);
}

class SchemaWalker {
  private readonly defs = new Map<string, { decl: Declaration; schema: JsonSchema | undefined }>();

  constructor(private readonly irFile: SourceFile) {}

  /** Every named type reachable from the root, in the order ir.ts declares them. */
  definitions(): Record<string, JsonSchema> {
    const entries = [...this.defs.entries()].sort(([, a], [, b]) => a.decl.getStart() - b.decl.getStart());
    return Object.fromEntries(entries.map(([name, { schema }]) => [name, schema!]));
  }

  ref(decl: Declaration): JsonSchema {
    const name = decl.getName();
    if (!this.defs.has(name)) {
      // Registered before it is walked: Step → ChoiceOption → Step recurses through here.
      const entry = { decl, schema: undefined as JsonSchema | undefined };
      this.defs.set(name, entry);
      const body = Node.isInterfaceDeclaration(decl) ? this.objectOf(this.interfaceProperties(decl)) : this.schemaOf(decl.getTypeNodeOrThrow());
      entry.schema = withDoc(body, this.declarationDoc(decl));
    }
    return { $ref: `#/$defs/${name}` };
  }

  private declarationDoc(node: Declaration | PropertySignature): string | undefined {
    const docs = node.getJsDocs();
    const last = docs[docs.length - 1];
    return last ? docText(last.getText()) : undefined;
  }

  /** The IR declaration a type reference names, or a throw: the IR must be self-contained. */
  private resolve(node: TypeNode): Declaration | undefined {
    if (!Node.isTypeReference(node)) return undefined;
    if (node.getTypeArguments().length > 0) unsupported(node, "a generic type");
    let symbol = node.getTypeName().getSymbolOrThrow();
    if (symbol.isAlias()) symbol = symbol.getAliasedSymbolOrThrow();
    const decl = symbol.getDeclarations().find((d) => Node.isInterfaceDeclaration(d) || Node.isTypeAliasDeclaration(d));
    if (!decl || decl.getSourceFile() !== this.irFile) unsupported(node, "a type declared outside ir.ts");
    if (decl.getTypeParameters().length > 0) unsupported(node, "a generic type");
    return decl;
  }

  schemaOf(node: TypeNode): JsonSchema {
    if (Node.isParenthesizedTypeNode(node)) return this.schemaOf(node.getTypeNode());
    const named = this.resolve(node);
    if (named) return this.ref(named);
    if (Node.isTypeLiteral(node)) return this.objectOf(this.literalProperties(node));
    if (Node.isIntersectionTypeNode(node)) return this.objectOf(this.intersectionProperties(node));
    if (Node.isUnionTypeNode(node)) return this.unionOf(node);
    if (Node.isArrayTypeNode(node)) return { type: "array", items: this.schemaOf(node.getElementTypeNode()) };
    switch (node.getKindName()) {
      case "StringKeyword":
        return { type: "string" };
      // Every IR number is a source position, a count or a number printed on the card,
      // and the lexer reads numbers as digits only: integer is exact, not a guess.
      case "NumberKeyword":
        return { type: "integer" };
      case "BooleanKeyword":
        return { type: "boolean" };
    }
    // `Subject | null`: «a cualquiera», an explicit absence that JSON keeps.
    if (Node.isLiteralTypeNode(node) && node.getType().isNull()) return { type: "null" };
    const values = this.literalsOf(node);
    if (values) return literalSchema(values);
    return unsupported(node, `the type construct ${node.getKindName()}`);
  }

  private unionOf(node: UnionTypeNode): JsonSchema {
    const values = this.literalsOf(node);
    if (values) return literalSchema(values);
    const members = node.getTypeNodes();
    const text = node.getSourceFile().getFullText();
    return {
      oneOf: members.map((member, i) => {
        // A member's doc comment sits before its `|`, so it is not the member's own JSDoc.
        const before = text.slice(i === 0 ? node.getPos() : members[i - 1]!.getEnd(), member.getStart());
        const comment = /\/\*\*[\s\S]*?\*\//.exec(before);
        return withDoc(this.schemaOf(member), comment ? docText(comment[0]) : undefined);
      }),
    };
  }

  /**
   * The values of a type made only of literals, in source order (the checker orders
   * union members by type id, so `LimitEvent` would start with "Personaje").
   */
  private literalsOf(node: TypeNode): Literal[] | undefined {
    if (Node.isParenthesizedTypeNode(node)) return this.literalsOf(node.getTypeNode());
    if (Node.isLiteralTypeNode(node)) return literalsOfType(node.getType());
    if (Node.isUnionTypeNode(node)) {
      const parts = node.getTypeNodes().map((member) => this.literalsOf(member));
      return parts.every((p) => p !== undefined) ? [...new Set(parts.flat())] : undefined;
    }
    const named = this.resolve(node);
    if (named) return Node.isTypeAliasDeclaration(named) ? this.literalsOf(named.getTypeNodeOrThrow()) : undefined;
    if (Node.isIndexedAccessTypeNode(node)) {
      // `(typeof CARD_TYPES)[number]`: the tuple keeps the order the constant prints.
      const tuple = node.getObjectTypeNode().getType();
      if (tuple.isTuple() && node.getIndexTypeNode().getType().isNumber()) {
        const parts = tuple.getTupleElements().map(literalsOfType);
        return parts.every((p) => p !== undefined) ? [...new Set(parts.flat())] : undefined;
      }
    }
    if (Node.isTypeQuery(node) || Node.isIndexedAccessTypeNode(node)) return literalsOfType(node.getType());
    return undefined;
  }

  private interfaceProperties(decl: InterfaceDeclaration): PropertySignature[] {
    const type = decl.getType();
    if (type.getStringIndexType() || type.getNumberIndexType() || type.getCallSignatures().length > 0) {
      unsupported(decl, "an interface with index or call signatures");
    }
    // Through the checker, so `extends` contributes its properties too.
    return type.getProperties().map((symbol) => {
      const decls = symbol.getDeclarations();
      const only = decls[0];
      if (decls.length !== 1 || !only || !Node.isPropertySignature(only)) unsupported(decl, `property ${symbol.getName()}`);
      return only;
    });
  }

  private literalProperties(node: TypeLiteralNode): PropertySignature[] {
    if (node.getMembers().length !== node.getProperties().length) unsupported(node, "a type literal with methods or index signatures");
    return node.getProperties();
  }

  /**
   * `StepBase & { kind: "damage"; … }` as one closed object. A variant's own properties
   * (its discriminant among them) come first, its shared base after, to read like the variant.
   */
  private intersectionProperties(node: IntersectionTypeNode): PropertySignature[] {
    const own: PropertySignature[] = [];
    const shared: PropertySignature[] = [];
    for (let member of node.getTypeNodes()) {
      while (Node.isParenthesizedTypeNode(member)) member = member.getTypeNode();
      if (Node.isTypeLiteral(member)) {
        own.push(...this.literalProperties(member));
        continue;
      }
      const named = this.resolve(member);
      if (named && Node.isInterfaceDeclaration(named)) shared.push(...this.interfaceProperties(named));
      else if (named && Node.isTypeAliasDeclaration(named) && Node.isTypeLiteral(named.getTypeNode())) {
        shared.push(...this.literalProperties(named.getTypeNode() as TypeLiteralNode));
      } else unsupported(member, "an intersection member that is not an object type");
    }
    const all = [...own, ...shared];
    const names = all.map((p) => p.getName());
    // additionalProperties: false cannot express one property typed by two members.
    if (new Set(names).size !== names.length) unsupported(node, "an intersection that repeats a property");
    return all;
  }

  private objectOf(properties: PropertySignature[]): JsonSchema {
    const schema: JsonSchema = { type: "object", properties: {} };
    const required: string[] = [];
    for (const property of properties) {
      const typeNode = property.getTypeNode();
      if (!typeNode) return unsupported(property, "a property without a type");
      if (!Node.isIdentifier(property.getNameNode())) unsupported(property, "a quoted or computed property name");
      schema.properties![property.getName()] = withDoc(this.schemaOf(typeNode), this.declarationDoc(property));
      if (!property.hasQuestionToken()) required.push(property.getName());
    }
    if (required.length > 0) schema.required = required;
    schema.additionalProperties = false;
    return schema;
  }
}

function literalsOfType(type: Type): Literal[] | undefined {
  if (type.isBooleanLiteral()) return [type.getText() === "true"];
  if (type.isStringLiteral() || type.isNumberLiteral()) return [type.getLiteralValueOrThrow() as string | number];
  if (type.isUnion()) {
    const parts = type.getUnionTypes().map(literalsOfType);
    return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
  }
  return undefined;
}

function literalSchema(values: Literal[]): JsonSchema {
  const kinds = new Set(values.map((v) => typeof v));
  if (kinds.size === 1 && kinds.has("boolean") && values.length === 2) return { type: "boolean" };
  if (values.length === 1) return { const: values[0]! };
  if (kinds.size === 1 && kinds.has("string")) return { type: "string", enum: values as string[] };
  if (kinds.size === 1 && kinds.has("number") && values.every(Number.isInteger)) return { type: "integer", enum: values as number[] };
  return { enum: values as (string | number)[] };
}

/** The JSON Schema (2020-12) of a compiled card set, read from the IR's source. */
export function generateSchema(irSourcePath: string): JsonSchema {
  const project = new Project({ compilerOptions: { strict: true }, skipAddingFilesFromTsConfig: true });
  const irFile = project.addSourceFileAtPath(irSourcePath);
  const root = irFile.getInterface(ROOT_TYPE) ?? irFile.getTypeAlias(ROOT_TYPE);
  if (!root) throw new Error(`schema-generator: ${irSourcePath} declares no ${ROOT_TYPE}`);
  const walker = new SchemaWalker(irFile);
  const ref = walker.ref(root);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: SCHEMA_ID,
    title: "Set de cartas de Crónicas compilado",
    description: "El archivo cartas.json que escribe `cronicas compilar`: el IR de compiler/ir.ts.",
    ...ref,
    $defs: walker.definitions(),
  };
}

/** The source of compiler/emit/cartas.schema.ts for a schema. */
export async function schemaModule(schema: JsonSchema, prettierConfigPath: string): Promise<string> {
  const text =
    "// Generated by compiler/emit/schema-generator.ts from compiler/ir.ts — do not edit.\n" +
    "// Regenerate with `npm run generar:esquema`; test/schema.test.ts fails when it is stale.\n" +
    `export const cartasSchema = ${JSON.stringify(schema, null, 2)} as const;\n`;
  const config = (await prettier.resolveConfig(prettierConfigPath)) ?? {};
  return prettier.format(text, { ...config, parser: "typescript" });
}

/** The project root: the nearest directory with a package.json, from source or from dist/. */
export function projectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`schema-generator: no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

async function main(): Promise<void> {
  const root = projectRoot(dirname(fileURLToPath(import.meta.url)));
  const out = join(root, "compiler", "emit", "cartas.schema.ts");
  const schema = generateSchema(join(root, "compiler", "ir.ts"));
  await writeFileAtomic(out, await schemaModule(schema, out));
  process.stdout.write(`esquema escrito en ${relative(process.cwd(), out)}\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
