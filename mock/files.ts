// The files workers uploaded to the mock, as the object storage behind the backend keeps them: each
// at a path of its own on the pictures' host, served back as it came (mock/pictures.ts), until the
// mock restarts.

export type StoredFile = { type: string; body: Buffer };

export function createFileStore() {
  const files = new Map<string, StoredFile>();
  return {
    /** Keeps a file at its path on the pictures' host (`order/service/2026/12/07/up_12.png`). */
    put: (path: string, file: StoredFile) => void files.set(path, file),
    /** The file kept at that path, or undefined. */
    get: (path: string) => files.get(path),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
