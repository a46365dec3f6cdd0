// A queue item's status tag: decided well, refused, or still waiting.
export function statusTone(status: string) {
  return status === 'approved' || status === 'verified' ? 'success' : status === 'rejected' ? 'error' : 'warning';
}
