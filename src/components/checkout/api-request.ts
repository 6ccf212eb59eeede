/** An answer of the API: its status and JSON body ({} when it had none). */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One request to the API as the signed-in shopper; null when no answer came (offline, the API down). */
export async function apiRequest(url: string, init?: RequestInit): Promise<ApiAnswer | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  } catch {
    return null;
  }
}

/** A POST of a JSON body. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer | null> {
  return apiRequest(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
