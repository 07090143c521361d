// The apply area's data: the process page, each step's form (read, draft, save), the contracts,
// the invite letter. A step saved moves the process page on, so saving refreshes it.
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getGetApplyAccountQueryKey,
  getGetApplyBasicInfoQueryKey,
  getGetApplyContractQueryKey,
  getGetApplyImagesQueryKey,
  getApplyContractPdf,
  getGetApplyProcessQueryKey,
  getListApplyContractsQueryKey,
  listApplyContracts,
  useGetApplyAccount,
  useGetApplyBasicInfo,
  useGetApplyContract,
  useGetApplyContractFormFields,
  useGetApplyImages,
  useGetApplyInviteLetter,
  useGetApplyOptions,
  useGetApplyProcess,
} from '@generated/api/apply/apply';
import { getGetWorkerInfoUrl, getWorkerInfo } from '@generated/api/mine/mine';
import type {
  ApplyAccount,
  ApplyAccountDraftRequest,
  ApplyAccountSaveRequest,
  ApplyBasicInfo,
  ApplyBasicInfoDraftRequest,
  ApplyBasicInfoSaveRequest,
  ApplyContractDetail,
  ApplyContractForm,
  ApplyContractSummary,
  ApplyIdCardOcr,
  ApplyImages,
  ApplyImagesDraftRequest,
  ApplyImagesSaveRequest,
  ApplyOptions,
  ApplyProcess,
  ApplyStep,
  ApplyStepKey,
  ApplyStepStatus,
  GetApplyImages200,
  WorkerRealNameApply,
  WorkerRealNameApplyStatus,
} from '@generated/api/model';
import { DOWNLOAD_TIMEOUT_MS } from '@/lib/api/request';
import { usePagedList } from '@/lib/list/use-paged-list';
import { APPLYING_STATUS } from '@/lib/navigation/guard';
import { useChange, withVariables } from '@/lib/outbox';
import { saveWorkerStatus, storedWorkerStatus } from '@/lib/session/session';

export type {
  ApplyAccount,
  ApplyAccountDraftRequest,
  ApplyBasicInfo,
  ApplyBasicInfoDraftRequest,
  ApplyBasicInfoSaveRequest,
  ApplyContractDetail,
  ApplyContractForm,
  ApplyContractSummary,
  ApplyIdCardOcr,
  ApplyImages,
  ApplyImagesDraftRequest,
  ApplyImagesSaveRequest,
  ApplyOptions,
  ApplyProcess,
  ApplyStep,
  ApplyStepKey,
  ApplyStepStatus,
  WorkerRealNameApply,
  WorkerRealNameApplyStatus,
};

const dataOf = <T>(body: { data: T }) => body.data;

/** The server's copy of each step's draft: its outbox kind (kept, senders.ts; use-step-draft.ts). */
export const DRAFT_KINDS = { account: 'saveApplyAccountDraft', basicInfo: 'saveApplyBasicInfoDraft', images: 'saveApplyImagesDraft' } as const;

/** The process page's query: a step's save refreshes it (the real-name step's through lib/identity). */
export const applyProcessKey = () => getGetApplyProcessQueryKey();

/** Everything a saved step changes: its own form and the process page. */
function useRefreshAfterSave(...keys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all([getGetApplyProcessQueryKey(), ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The worker's status as the server holds it now, read on the process page each time it opens and
 * each time the app comes back to the foreground (a web-view restored from the background fires
 * visibilitychange): the sign-in's status alone kept an applicant approved meanwhile in the apply
 * pages. Saved for the navigation rules; an applicant the server no longer holds at status 3 is
 * handed to `onApproved` (the process page opens Home). Keyed as Mine keys getWorkerInfo (its URL),
 * so both read one answer.
 */
export function useFollowApplicantStatus(onApproved: () => void) {
  const status = useQuery({
    queryKey: [getGetWorkerInfoUrl()] as const,
    queryFn: ({ signal }) => getWorkerInfo({ signal }),
    select: (body) => body.data.status,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  }).data;
  useEffect(() => {
    if (status === undefined) return;
    const wasApplying = storedWorkerStatus() === APPLYING_STATUS;
    saveWorkerStatus(status);
    if (wasApplying && status !== APPLYING_STATUS) onApproved();
    // onApproved is the screen's navigation: a new function each render, not a new status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
}

export const useApplyProcess = () => useGetApplyProcess({ query: { select: dataOf } });

/** Submits the application, now; the same key on every retry of one submission. */
export const useSubmitApplicationForAudit = () => withVariables(useChange<Record<string, never>>('submitApplication', { way: 'now' }), (_: void) => ({}));

// ---- account
export const useApplyOptions = () => useGetApplyOptions({ query: { select: dataOf, staleTime: Infinity } });
export const useApplyAccount = () => useGetApplyAccount({ query: { select: dataOf } });
/** The step's save, now: the server checks it before the next step opens. */
export function useSaveAccount() {
  const refresh = useRefreshAfterSave(getGetApplyAccountQueryKey());
  return useChange<ApplyAccountSaveRequest>('saveApplyAccount', { way: 'now', onSuccess: () => void refresh() });
}

// ---- basic information
export const useApplyBasicInfo = () => useGetApplyBasicInfo({ query: { select: dataOf } });
export function useSaveBasicInfo() {
  const refresh = useRefreshAfterSave(getGetApplyBasicInfoQueryKey());
  return useChange<ApplyBasicInfoSaveRequest>('saveApplyBasicInfo', { way: 'now', onSuccess: () => void refresh() });
}

// ---- photos
export const useApplyImages = () => useGetApplyImages({ query: { select: dataOf } });
export function useSaveImages() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSave(getGetApplyImagesQueryKey());
  return useChange<ApplyImagesSaveRequest>('saveApplyImages', {
    way: 'now',
    // What was saved is what the next step shows at once (real-name, prefilled from the ID card
    // read here as its form opens): the re-read that follows can answer after that form has taken
    // the old number (CI met it).
    onSuccess: (_, { data }) => {
      queryClient.setQueryData<GetApplyImages200>(getGetApplyImagesQueryKey(), (held) => held && { ...held, data: { ...held.data, ...data } });
      void refresh();
    },
  });
}

// ---- contracts
export const useContractList = () =>
  usePagedList<ApplyContractSummary>({
    queryKey: getListApplyContractsQueryKey(),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listApplyContracts({ pageIndex, pageSize }, { signal })).data,
  });

export const useContract = (id: string) => useGetApplyContract({ id }, { query: { enabled: id !== '', select: dataOf } });
export const useContractFormFields = (id: string) => useGetApplyContractFormFields({ id }, { query: { enabled: id !== '', select: dataOf } });

/** The contract's PDF, which the server makes from the values: kept apart from the generated calls (a download's timeout). */
const contractPdfKey = (id: string) => ['apply-contract-pdf', id] as const;

/** Everything a contract's save or signature changes: the contract, its PDF, the list, the process page. */
export function refreshContract(queryClient: QueryClient, id: string) {
  return Promise.all(
    [getGetApplyContractQueryKey({ id }), contractPdfKey(id), getListApplyContractsQueryKey(), getGetApplyProcessQueryKey()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}


/**
 * Signs a contract: one intent per signature picture, so the same strokes sent again carry the same
 * key, and new strokes (a new picture) a new one.
 */
export function useSignContract() {
  const queryClient = useQueryClient();
  const change = useChange<{ id: string; signature: string }>('signApplyContract', {
    way: 'now',
    intentOf: (data) => data.signature,
    onSuccess: (_, { data }) => void refreshContract(queryClient, data.id),
  });
  return withVariables(change, (data: { id: string; signature: string }) => data);
}

/** The contract as a PDF file, fetched with the worker's token. */
/** The contract's PDF, a download: 60 s, not the JSON calls' 30 s (the brief's timeouts). */
export const fetchContractPdf = (id: string, signal?: AbortSignal) => getApplyContractPdf({ id }, { signal, timeoutMs: DOWNLOAD_TIMEOUT_MS });

export const useContractPdf = (id: string) =>
  useQuery({
    queryKey: contractPdfKey(id),
    queryFn: ({ signal }) => fetchContractPdf(id, signal),
    enabled: id !== '',
  });

// ---- invite letter
export const useInviteLetter = () => useGetApplyInviteLetter({ query: { select: dataOf } });

/** The step to open next, as the contract defines `currentStep`: the first rejected, else the first not complete. */
export function currentStepOf(steps: ApplyStep[]): ApplyStepKey {
  const done = (s: ApplyStep) => s.status === 'submitted' || s.status === 'approved';
  return (steps.find((s) => s.status === 'rejected') ?? steps.find((s) => s.key !== 'inviteLetter' && !done(s)))?.key ?? 'inviteLetter';
}
