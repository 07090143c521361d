// Sessions and worlds. A sign-in is a session (a token of its own); what the worker does lands in her
// world, which every sign-in of the same worker continues, as a backend's database does: an order she
// accepted is still accepted after her token expired and she signed in again, and a step she kept on
// the phone across it is taken as the next step. Another worker has a world of her own, and so does
// each e2e test (its `x-e2e-test` header): tests keep their isolation by their own id, not by the
// sign-in. A token the mock never saw signed in acts in a world of its own. A restart forgets all.
import type { MockRequest } from './answers.ts';
import { TEST_HEADER } from './violations.ts';
import { newWorld, type World } from './world.ts';

export type Session = {
  world: World;
  /** The named example its sign-in answered with (`signIn.example`: the test applicant's `applying`). */
  example?: string;
  /** Its sign-in request's body (`signIn.mobile`). */
  body?: unknown;
  /** Its token expired at the server (`POST /__mock/expire`): its protected calls answer 401. */
  expired?: boolean;
};

export const tokenOf = (request: MockRequest) => request.headers['authorization']?.replace(/^Bearer\s+/i, '') ?? request.headers['uni-id-token'] ?? '';

export function createSessions(now: () => number) {
  const sessions = new Map<string, Session>();
  const worlds = new Map<string, World>();
  let signIns = 0;
  const worldOf = (key: string) => {
    let world = worlds.get(key);
    if (!world) worlds.set(key, (world = newWorld(now())));
    return world;
  };
  /** The session of a token; one the mock never saw signed in acts in a world of its own. */
  const byToken = (token: string): Session => {
    let session = sessions.get(token);
    if (!session) sessions.set(token, (session = { world: worldOf(`token ${token}`) }));
    return session;
  };
  return {
    byToken,
    /** The session of a token the mock has seen, or undefined. */
    known: (token: string) => sessions.get(token),
    of: (request: MockRequest) => byToken(tokenOf(request)),
    /**
     * A sign-in: a new token (the one the answer gave, made unique), with a session in the world of
     * the worker who signed in (`worker`: her number), within the e2e test that sent it; a sign-in
     * that names no worker gets a world of its own.
     */
    signIn(request: MockRequest, given: string, { worker, example }: { worker: unknown; example: string }): string {
      const token = `${given}.s${++signIns}`;
      const test = request.headers[TEST_HEADER] ?? '';
      const world = worker === undefined || worker === null || worker === '' ? worldOf(`token ${token}`) : worldOf(`worker ${test} ${String(worker)}`);
      sessions.set(token, { world, example, body: request.body });
      return token;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
