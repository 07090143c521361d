// The contract form's save (pages/apply/contract-form), apart from api/use-apply.ts, which every apply
// step loads: only the form saves, and the other steps' first loads stay within their budgets.
import { useQueryClient } from "@tanstack/react-query";
import {
  getGetApplyContractFormFieldsQueryKey,
  getGetApplyContractQueryKey,
} from "@generated/api/apply/apply";
import type {
  ApplyContractFormSaveRequest,
  SaveApplyContractForm200,
} from "@generated/api/model";
import { useChange } from "@/lib/outbox";
import {
  type ApplyContractDetail,
  type ApplyContractForm,
  refreshContract,
} from "./use-apply";

type ContractBody = { data: ApplyContractDetail };
type ContractFormBody = { data: ApplyContractForm };

/**
 * Saves a contract's form. The server took the values (its 200): the contract as cached holds them at
 * once (the editable fields as sent, the readonly ones as they were; the state the answer gives), then
 * everything it changes is read again. Read again alone, the contract page and the form opened again
 * before that answer came showed the old values, and the form kept them (its draft starts from what it
 * first reads), so a second save sent them back; the PDF preview stayed the old document (issue 29).
 */
export function useSaveContractForm() {
  const queryClient = useQueryClient();
  // Now, never kept: the server makes the contract's document from the values, which the next page shows.
  return useChange<ApplyContractFormSaveRequest, SaveApplyContractForm200>(
    "saveApplyContractForm",
    {
      way: "now",
      onSuccess: (body, { data }) => {
        const fields = queryClient.getQueryData<ContractFormBody>(
          getGetApplyContractFormFieldsQueryKey({ id: data.id }),
        )?.data.fields;
        const editable = new Set(
          (fields ?? []).filter((f) => !f.readonly).map((f) => f.name),
        );
        queryClient.setQueryData<ContractBody>(
          getGetApplyContractQueryKey({ id: data.id }),
          (cached) =>
            cached
              ? {
                  ...cached,
                  data: {
                    ...cached.data,
                    status: body.data.status,
                    formValues: {
                      ...Object.fromEntries(
                        Object.entries(cached.data.formValues).filter(
                          ([name]) => !editable.has(name),
                        ),
                      ),
                      ...data.values,
                    },
                  },
                }
              : cached,
        );
        void refreshContract(queryClient, data.id);
      },
    },
  );
}
