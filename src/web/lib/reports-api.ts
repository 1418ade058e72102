import { queryOptions } from '@tanstack/react-query';
import { reportQueryKey, sharedReportQueryKey } from '#core/site/query-seeds';
import type { ReportForm } from '#core/report/report-form';
import { REPORT_RUN_STAGES, type EvaluationWriterKind, type ReportRunStage } from '#core/report/report-run-stages';
import type { ErrorBody } from '#core/api/errors';
import {
  reportOperations,
  type ReportResponse,
  type ReportStageEvent,
  type ReportWriterEvent,
  type ReportView,
  type ShareResponse,
} from '#core/api/reports';
import { ApiError, callApi, NETWORK_ERROR_MESSAGE, openEventStream } from './api-client';
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

interface StreamEvent {
  event: string;
  data: string;
}

/** Splits a server-sent events body into events as the chunks arrive. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}

function parseError(data: string): ApiError {
  try {
    const body = JSON.parse(data) as Partial<ErrorBody>;
    return new ApiError({
      status: 500,
      code: body.error?.code ?? 'INTERNAL',
      message: body.error?.message ?? REPORT_MESSAGES.unexpected,
      requestId: body.error?.requestId,
    });
  } catch {
    return new ApiError({ status: 500, code: 'INVALID_RESPONSE', message: REPORT_MESSAGES.unexpected });
  }
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
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError({
      status: response.status,
      code: body?.error?.code ?? 'HTTP_ERROR',
      message: body?.error?.message ?? REPORT_MESSAGES.unexpected,
      requestId: body?.error?.requestId,
    });
  }
  try {
    for await (const { event, data } of readEvents(response.body)) {
      if (event === 'writer') {
        const writer = (JSON.parse(data) as ReportWriterEvent).writer;
        if (writer === 'ai' || writer === 'builtin') onWriter(writer);
      } else if (event === 'stage') {
        const stage = (JSON.parse(data) as ReportStageEvent).stage;
        if (REPORT_RUN_STAGES.includes(stage)) onStage(stage);
      } else if (event === 'report') {
        return (JSON.parse(data) as ReportResponse).report;
      } else if (event === 'error') {
        throw parseError(data);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
}
