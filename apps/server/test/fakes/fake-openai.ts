import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as the fake received it. */
export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
    [field: string]: unknown;
  };
}

/** How the fake answers one request. */
export type FakeReply =
  /** A completion whose message is this value as JSON. */
  | { kind: 'json'; value: unknown }
  /** A completion whose message is this text as it is (e.g. not JSON). */
  | { kind: 'text'; text: string }
  /** An error status with OpenAI's error body. */
  | { kind: 'status'; status: number }
  /** Never answers: the client's timeout must fire. */
  | { kind: 'hang' };

export interface FakeOpenAi {
  /** What LLM_BASE_URL is set to: http://127.0.0.1:<port>/v1. */
  baseUrl: string;
  /** Every chat completion request received, oldest first. */
  requests: ChatRequest[];
  /** The next requests are answered with these, in order; then `answer` takes over again. */
  queue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible server: `POST /v1/chat/completions` answered as the API does
 * (a chat.completion with one choice), the reply chosen by the test. A wrong key answers 401.
 */
export async function startFakeOpenAi(
  options: {
    apiKey?: string;
    /** The reply when none is queued; by default an error 500. */
    answer?: (request: ChatRequest) => FakeReply;
  } = {},
): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const queued: FakeReply[] = [];
  let completions = 0;

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const errorBody = (status: number) => ({
    error: {
      message: status === 401 ? 'Incorrect API key provided.' : `fake error ${status}`,
      type:
        status === 429 ? 'rate_limit_exceeded' : status === 401 ? 'invalid_request_error' : 'server_error',
      param: null,
      code: status === 401 ? 'invalid_api_key' : null,
    },
  });

  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, 404, errorBody(404));
        return;
      }
      const request: ChatRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'],
      };
      requests.push(request);
      if (options.apiKey !== undefined && request.authorization !== `Bearer ${options.apiKey}`) {
        send(res, 401, errorBody(401));
        return;
      }
      const reply = queued.shift() ?? options.answer?.(request) ?? { kind: 'status', status: 500 };
      switch (reply.kind) {
        case 'hang':
          return;
        case 'status':
          send(res, reply.status, errorBody(reply.status));
          return;
        case 'json':
        case 'text':
          completions += 1;
          send(res, 200, {
            id: `chatcmpl-fake-${completions}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: request.body.model,
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content: reply.kind === 'json' ? JSON.stringify(reply.value) : reply.text,
                },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 20, completion_tokens: 20, total_tokens: 40 },
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies) => queued.push(...replies),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
