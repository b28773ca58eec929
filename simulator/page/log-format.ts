/** HH:MM:SS.mmm of a log instant (epoch ms or ISO text); anything else as given. */
export function formatTime(at: number | string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return date.toISOString().slice(11, 23);
}

const PAYLOAD_PREVIEW_CHARS = 600;

/** A payload as one line of JSON, cut short so a large answer does not swamp the log. */
export function payloadPreview(payload: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(payload) ?? String(payload);
  } catch {
    text = String(payload);
  }
  return text.length > PAYLOAD_PREVIEW_CHARS ? `${text.slice(0, PAYLOAD_PREVIEW_CHARS)}…` : text;
}
