// How a reconciliation finding reads: dates and times in the reader's language, a family that may be
// unknown, an invoice's number.
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';

export { formatDate as formatDay, formatDateTime } from '../../lib/dates';

export const invoiceLabel = (n: number | null) => (n === null ? null : invoiceNumberLabel(n));
