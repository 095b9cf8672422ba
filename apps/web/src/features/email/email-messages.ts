// Send Group Email's own rule, checked before sending (the server's refusals come translated by
// lib/server-messages).
/** Both are required after trimming. */
export const groupEmailComplete = (v: { subject: string; message: string }) => v.subject.trim() !== '' && v.message.trim() !== '';
