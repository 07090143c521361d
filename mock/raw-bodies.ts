// Prism's validating proxy passes a multipart body on re-encoded as text, so the bytes of an uploaded
// file would not survive it (a JPEG's 0xFF 0xD8 become U+FFFD). The front door keeps each multipart
// body as it came, under an id it sends on in a header; the memory step reads the bytes back by it.

export const RAW_BODY_HEADER = 'x-mock-raw-body';

/** The bodies kept, the latest few: one whose request the proxy refused (422) is never read back. */
export function createRawBodies(limit = 20) {
  const bodies = new Map<string, Buffer>();
  let kept = 0;
  return {
    /** Keeps a body as it came; the id to send on with it. */
    keep(body: Buffer): string {
      const id = String(++kept);
      bodies.set(id, body);
      if (bodies.size > limit) bodies.delete(bodies.keys().next().value!);
      return id;
    },
    /** The body kept under that id, once. */
    take(id: string | undefined): Buffer | undefined {
      const body = id === undefined ? undefined : bodies.get(id);
      if (id !== undefined) bodies.delete(id);
      return body;
    },
  };
}
