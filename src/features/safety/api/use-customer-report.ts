// Reporting (and blocking) the customer of a finished order: the order as its detail shows it (its
// status and any report already made) and the report, one Idempotency-Key per intent. The answer is
// the order with its report, put in the detail's cache, so the order page shows it at once.
import type { CustomerReport, CustomerReportReason, CustomerReportRequest, ServiceOrderRecording } from '@generated/api/model';
import { CustomerReportReason as REASONS } from '@generated/api/model';
import { useGetServiceOrderDetail, useListServiceOrderRecordings } from '@generated/api/orders/orders';
import { useChange, withVariables } from '@/lib/outbox';
import { contractLengths } from '@/lib/validation';

export type { CustomerReport, CustomerReportReason, ServiceOrderRecording };

/** The reasons in the order the form lists them (the contract's enum; `other` last). */
export const REPORT_REASONS = Object.values(REASONS) as CustomerReportReason[];

/** The note's limit (the contract's maxLength). */
export const NOTE_MAX = contractLengths.reportNote.max;

/** Orders whose customer may be reported: finished ones (the contract refuses others with 13031). */
export const REPORTABLE = new Set(['completed']);

export const useReportedOrder = (orderId: string) =>
  useGetServiceOrderDetail({ id: orderId }, { query: { enabled: Boolean(orderId), select: (body) => body.data } });

/**
 * Sends the report, kept (senders.ts: the answer, the order with its report, shows on the order):
 * offline it goes when the network returns; resolves sent or kept on the phone.
 */
export const useReportCustomer = () => withVariables(useChange<CustomerReportRequest>('createCustomerReport', { orderIdOf: (report) => report.orderId }), (report: CustomerReportRequest) => report);

/** The order's sound recordings (service proof): a report may point to one as evidence. */
export const useReportRecordings = (orderId: string) =>
  useListServiceOrderRecordings({ orderId, pageIndex: 1, pageSize: 20 }, { query: { enabled: Boolean(orderId), select: (body) => body.data.rows } });
