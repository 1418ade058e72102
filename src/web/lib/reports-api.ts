import { queryOptions } from '@tanstack/react-query';
import { reportQueryKey, sharedReportQueryKey } from '#core/site/query-seeds';
import type { ReportForm } from '#core/report/report-form';
import { REPORT_RUN_STAGES, type EvaluationWriterKind, type ReportRunStage } from '#core/report/report-run-stages';
import { REPORT_STREAM_EVENTS, reportOperations, type ReportView, type ShareResponse } from '#core/api/reports';
import {
  ApiError,
  apiErrorFromBody,
  callApi,
  NETWORK_ERROR_MESSAGE,
  openEventStream,
  readEventStream,
} from './api-client';
import { REPORT_MESSAGES } from '#core/messages';

export type { ReportView };

export function reportQueryOptions(id: string) {
  return queryOptions({
    // Under the account key: signing out forgets every report held in memory.
    queryKey: reportQueryKey(id),
    queryFn: ({ signal }) => callApi(reportOperations.get, { params: { id }, signal }),
    select: (data) => data.report,
  });
}

export function sharedReportQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedReportQueryKey(token),
    queryFn: ({ signal }) => callApi(reportOperations.shared, { params: { token }, signal }),
    select: (data) => data.report,
  });
}

export function setReportSharing(id: string, shared: boolean): Promise<ShareResponse> {
  return callApi(reportOperations.share, { params: { id }, body: { shared } });
}

/**
 * reportOperations.create as a stream: `onStage` hears each stage the server reaches, `onWriter` who writes the
 * evaluation; resolves with the report or throws an ApiError with the server's code and message (402 PLAN_REQUIRED
 * opens the upgrade modal).
 */
export async function runReportRequest(
  form: ReportForm,
  onStage: (stage: ReportRunStage) => void,
  onWriter: (writer: EvaluationWriterKind) => void = () => undefined,
): Promise<ReportView> {
  const response = await openEventStream(reportOperations.create, { body: form });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    // Failures before the run started (form, session, plan, rate limit) are ordinary JSON errors.
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorFromBody(
      response.status,
      body,
      { code: 'HTTP_ERROR', message: REPORT_MESSAGES.unexpected },
      response.headers.get('x-request-id') ?? undefined,
    );
  }
  try {
    for await (const message of readEventStream(response.body, REPORT_STREAM_EVENTS)) {
      if (message.event === 'writer') {
        onWriter(message.data.writer);
      } else if (message.event === 'stage') {
        if (REPORT_RUN_STAGES.includes(message.data.stage)) onStage(message.data.stage);
      } else if (message.event === 'report') {
        return message.data.report;
      } else {
        throw apiErrorFromBody(500, message.data, { code: 'INTERNAL', message: REPORT_MESSAGES.unexpected });
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // An event whose data is not JSON: an answer that did not come from our server as it should.
    if (error instanceof SyntaxError) {
      throw new ApiError({ status: 500, code: 'INVALID_RESPONSE', message: REPORT_MESSAGES.unexpected });
    }
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
}
