/** A response body as JSON; an empty or non-JSON body reads as `{}` (the status then says enough). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
