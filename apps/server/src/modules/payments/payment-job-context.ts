// What a scheduled job that charges or refunds gets: the core job context and the club's payment
// provider (opened when the job asks, in its own transaction).
import type { JobContext } from '../../platform/jobs/job-context.js';
import type { PaymentProvider } from './providers/provider.js';

export type PaymentJobContext = JobContext & { provider: () => Promise<PaymentProvider> };
