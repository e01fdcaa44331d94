// compiler/compile.ts imports the type FileEncoding from compiler/encoding.ts, a module that
// also holds Node-only functions (encodeText returns a Buffer). The bundle never loads
// them (a type-only import is erased); this lets the studio's type check read that file.
declare type Buffer = Uint8Array & { swap16(): Buffer };
declare const Buffer: { from(data: string | ArrayLike<number>, encoding?: string): Buffer };
