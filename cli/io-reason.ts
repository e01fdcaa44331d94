// Why a file could not be written, in Spanish: the errno codes people meet, never the
// Node text («EEXIST: file already exists, mkdir …»).

export function ioReason(error: unknown): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case "EACCES":
    case "EPERM":
      return "no hay permiso para escribir ahí";
    case "EROFS":
      return "el sistema de archivos es de solo lectura";
    case "ENOSPC":
      return "no queda espacio en el disco";
    case "ENOTDIR":
      return "una parte de la ruta es un archivo, no una carpeta";
    case "EISDIR":
      return "hay una carpeta donde iría el archivo";
    default:
      return "no se pudo escribir";
  }
}
