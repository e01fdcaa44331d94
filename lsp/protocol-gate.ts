// The lifecycle rules of the LSP specification, enforced between the transport and the
// connection (vscode-languageserver serves any request at any time): before `initialize`
// a request gets ServerNotInitialized (-32002) and a notification is dropped, `exit`
// excepted; after `shutdown` a request gets InvalidRequest (-32600); a request whose
// parameters are not an object or array gets InvalidParams (-32602); and a message that is
// not JSON gets a ParseError (-32700) reply with a null id, as JSON-RPC 2.0 asks.
import {
  AbstractMessageReader,
  ErrorCodes,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageReader,
  type MessageWriter,
  type NotificationMessage,
  type RequestMessage,
} from "vscode-languageserver/node";

type Phase = "new" | "running" | "shut";

/** Requests whose parameters the protocol leaves out: `shutdown`, and our own status request. */
const PARAMETERLESS = new Set(["shutdown", "cronicas/estado"]);

function isRequest(m: Message): m is RequestMessage {
  return "method" in m && "id" in m && (m as RequestMessage).id !== undefined && (m as RequestMessage).id !== null;
}

function isNotification(m: Message): m is NotificationMessage {
  return "method" in m && !("id" in m && (m as RequestMessage).id !== undefined);
}

class GatedReader extends AbstractMessageReader implements MessageReader {
  private phase: Phase = "new";

  constructor(
    private readonly inner: MessageReader,
    private readonly writer: MessageWriter,
  ) {
    super();
    inner.onError((error) => {
      if (error instanceof SyntaxError) {
        void writer.write({ jsonrpc: "2.0", id: null, error: { code: ErrorCodes.ParseError, message: "El mensaje no es JSON válido: se descarta y el servidor sigue esperando mensajes." } } as Message);
        return;
      }
      this.fireError(error);
    });
    inner.onClose(() => this.fireClose());
    inner.onPartialMessage((info) => this.firePartialMessage(info));
  }

  private refuse(request: RequestMessage, code: number, message: string): void {
    void this.writer.write({ jsonrpc: "2.0", id: request.id, error: { code, message } } as Message);
  }

  /** The message goes on to the connection, or is answered here and goes no further. */
  private admit(message: Message): boolean {
    if (isRequest(message)) {
      if (this.phase === "new" && message.method !== "initialize") {
        this.refuse(message, ErrorCodes.ServerNotInitialized, `El servidor aún no está iniciado: el cliente debe enviar «initialize» antes que «${message.method}».`);
        return false;
      }
      if (this.phase === "shut") {
        this.refuse(message, ErrorCodes.InvalidRequest, `El servidor se está cerrando (ya recibió «shutdown»): no atiende «${message.method}».`);
        return false;
      }
      const params = (message as { params?: unknown }).params;
      if (!PARAMETERLESS.has(message.method) && (params === null || typeof params !== "object")) {
        this.refuse(message, ErrorCodes.InvalidParams, `«${message.method}» necesita sus parámetros (un objeto), y llegaron ${params === undefined ? "ninguno" : JSON.stringify(params)}.`);
        return false;
      }
      if (message.method === "initialize") this.phase = "running";
      if (message.method === "shutdown") this.phase = "shut";
      return true;
    }
    if (isNotification(message) && this.phase === "new") return message.method === "exit";
    return true;
  }

  listen(callback: DataCallback): Disposable {
    return this.inner.listen((message) => {
      if (this.admit(message)) callback(message);
    });
  }

  override dispose(): void {
    super.dispose();
    this.inner.dispose();
  }
}

export function gatedReader(inner: MessageReader, writer: MessageWriter): MessageReader {
  return new GatedReader(inner, writer);
}
