// Sessions: the token a request carries, and the world it acts in.
import type { MockRequest } from './answers.ts';
import { newWorld, type World } from './world.ts';

export type Session = {
  world: World;
  /** The named example its sign-in answered with (`signIn.example`: the test applicant's `applying`). */
  example?: string;
  /** Its sign-in request's body (`signIn.mobile`). */
  body?: unknown;
};

export const tokenOf = (request: MockRequest) => request.headers['authorization']?.replace(/^Bearer\s+/i, '') ?? request.headers['uni-id-token'] ?? '';

export function createSessions() {
  const sessions = new Map<string, Session>();
  let signIns = 0;
  /** The session of a token; one the mock never saw signed in acts in a world of its own. */
  const byToken = (token: string): Session => {
    let session = sessions.get(token);
    if (!session) sessions.set(token, (session = { world: newWorld() }));
    return session;
  };
  return {
    byToken,
    of: (request: MockRequest) => byToken(tokenOf(request)),
    /** A sign-in: a new token (the one the answer gave, made unique), with a session and a world of its own. */
    signIn(given: string, example: string, body: unknown): string {
      const token = `${given}.s${++signIns}`;
      sessions.set(token, { world: newWorld(), example, body });
      return token;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
