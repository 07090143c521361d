// The app's query client, as the outbox's senders patch it once the server took a change: handed over
// once, at the app's start (index.ts `startOutbox`).
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

export const setAppClient = (queryClient: QueryClient) => void (client = queryClient);
export const appClient = () => client;
