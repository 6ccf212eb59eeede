import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message a test SMTP server accepted: the envelope and the raw bytes, as a CRM's mail server gets them. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface SmtpReceiver {
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpReceiverOptions {
  /** Refuse RCPT TO with this reply code (451 temporary, 550 permanent)… */
  rejectRecipient?: number;
  /** …and this text after the code (default 'Mailbox unavailable'). */
  rejectMessage?: string;
  /** Offer AUTH and refuse every login (535), as a server does a wrong password. */
  rejectLogin?: boolean;
}

/**
 * A real SMTP server in the test process, on a random local port, refusing what the
 * options say. STARTTLS is off: its built-in certificate is self-signed and this is
 * loopback only.
 */
export async function startSmtpReceiver(options: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !options.rejectLogin,
    // AUTH over plain text, on loopback only: the server offers it only then
    allowInsecureAuth: Boolean(options.rejectLogin),
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipient === undefined) return callback();
      const error = Object.assign(new Error(options.rejectMessage ?? 'Mailbox unavailable'), {
        responseCode: options.rejectRecipient,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  // a sender that dies mid-session (the crash test kills it) resets the connection: not an error here
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpReceiver {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on a random local port; `answer` decides each response after the body is read. */
export async function startHttpReceiver(
  answer: (request: ReceivedRequest, response: ServerResponse) => void,
): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // a deliberately slow answer must not hold the test run open
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A TCP server that accepts connections and never says a word (a hung mail server). */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local port nothing listens on (taken, then given back). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
