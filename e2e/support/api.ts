// The club's API as a journey's set-up calls it (what a screen would have done before): JSON in and
// out with the club header and, when given, a bearer token; throws on anything but success.
import { baseUrl, DEMO_SLUG } from './club.js';

export async function apiCall<T>(method: string, path: string, token?: string, body?: unknown, slug = DEMO_SLUG): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-tenant-id': slug,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: string };
  if (!res.ok || !json.success) throw new Error(`${method} ${path} answered ${res.status}: ${json.error ?? ''}`);
  return json.data;
}
