// Direct upload to object storage with a signed policy (spec section 7): form fields key, policy,
// signature and the key id; success is HTTP 200 or 201. Only whitelisted hosts are used.
import { env } from '@/config/env';
import { i18n } from '@/lib/i18n/i18n';
import { ApiError } from './errors';

export type UploadPolicy = { host: string; key: string; policy: string; signature: string; accessKeyId: string; url: string };

export function isAllowedUploadHost(host: string, allowed: readonly string[] = env.uploadHosts) {
  try {
    const url = new URL(host);
    return url.protocol === 'https:' && allowed.includes(url.hostname);
  } catch {
    return false;
  }
}

/** Posts the file to the policy's host; resolves with the file's public URL. */
export async function uploadWithPolicy(file: Blob, policy: UploadPolicy, allowed: readonly string[] = env.uploadHosts): Promise<string> {
  if (!isAllowedUploadHost(policy.host, allowed)) throw new ApiError('business', i18n.t('errors:uploadDomain'));
  const form = new FormData();
  form.append('key', policy.key);
  form.append('policy', policy.policy);
  form.append('OSSAccessKeyId', policy.accessKeyId);
  form.append('signature', policy.signature);
  form.append('success_action_status', '201');
  form.append('file', file); // the storage wants the file last
  let response: Response;
  try {
    response = await fetch(policy.host, { method: 'POST', body: form });
  } catch {
    throw new ApiError('network', i18n.t('errors:network'));
  }
  if (response.status !== 200 && response.status !== 201) {
    throw new ApiError('http', i18n.t('errors:http', { status: response.status }), { status: response.status });
  }
  return policy.url;
}
