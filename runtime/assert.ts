// Completeness by construction: a `switch` over a discriminant ends in `assertNever`,
// so a new kind fails the build wherever it is not handled. Reaching it at run time
// means a value outside its type (a decision read from JSON is checked before).
export function assertNever(x: never): never {
  throw new Error(`Caso no previsto por el motor: ${JSON.stringify(x)}`);
}
