// The part of the `smpp` package (SMPP 3.4 client and server, plain JavaScript) the SMPP adapter and its test stand-in use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  /** A decoded PDU: header fields, the command's parameters and TLVs by name (short_message decoded to { udh?, message }). */
  export type Pdu = {
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    response: (options?: Record<string, unknown>) => Pdu;
    isResponse: () => boolean;
    [field: string]: unknown;
  };
  export type PduCallback = (pdu: Pdu) => void;

  export class Session extends EventEmitter {
    socket: Socket;
    send(pdu: Pdu, responseCallback?: PduCallback, sendCallback?: PduCallback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    bind_transceiver(options: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    submit_sm(options: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    deliver_sm(options: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    unbind(options?: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    enquire_link(options?: Record<string, unknown>, responseCallback?: PduCallback): boolean;
  }

  export class Server extends NetServer {
    sessions: Session[];
  }

  type Smpp = {
    connect: (options: { host: string; port: number; auto_enquire_link_period?: number }, listener?: () => void) => Session;
    createServer: (listener: (session: Session) => void) => Server;
    /** The GSM 03.38 default alphabet (one septet an octet, escapes for the extension table) and UCS-2 (UTF-16BE). */
    encodings: {
      ASCII: { encode: (value: string) => Buffer; decode: (value: Buffer) => string };
      UCS2: { encode: (value: string) => Buffer; decode: (value: Buffer) => string };
    };
    /** command_status values by name (ESME_ROK, ESME_RINVPASWD, ESME_RTHROTTLED…). */
    errors: Record<string, number>;
  };
  const smpp: Smpp;
  export default smpp;
}
