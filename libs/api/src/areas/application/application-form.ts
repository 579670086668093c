import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application, ApplicationForm, ApplicationFormFields } from './types';

export type ApplicationFormRef = { applicationId: number; materialId: string };

const formKey = ({ applicationId, materialId }: ApplicationFormRef) => [...applicationKeys.detail(applicationId), 'form', materialId] as const;

/** 在线填报 (项目申报书): the saved draft, or — never saved — the fields prefilled from the ledger. */
export function getApplicationForm(client: PortalClient, { applicationId, materialId }: ApplicationFormRef, options?: CallOptions): Promise<ApiResult<ApplicationForm>> {
  return client.call((api, init) => api.GET('/api/application/{id}/materials/{materialId}/form', { ...init, params: { path: { id: applicationId, materialId } } }), options);
}

export function applicationFormQueryOptions(client: PortalClient, ref: ApplicationFormRef) {
  return queryOptions({ queryKey: formKey(ref), queryFn: async ({ signal }) => unwrap(await getApplicationForm(client, ref, { signal })) });
}

export function useApplicationForm(ref: ApplicationFormRef, { queryConfig }: { queryConfig?: QueryConfig<typeof applicationFormQueryOptions> } = {}) {
  const client = usePortalClient();
  return useQuery({ ...applicationFormQueryOptions(client, ref), ...queryConfig });
}

export function saveApplicationForm(client: PortalClient, { applicationId, materialId }: ApplicationFormRef, body: ApplicationFormFields, options?: CallOptions): Promise<ApiResult<ApplicationForm>> {
  return client.call(
    (api, init) => api.PUT('/api/application/{id}/materials/{materialId}/form', { ...init, ...JSON_BODY, params: { path: { id: applicationId, materialId } }, body }),
    options,
  );
}

/** 保存草稿: the saved form replaces the cached one. */
export function useSaveApplicationForm(ref: ApplicationFormRef) {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ApplicationFormFields) => unwrap(await saveApplicationForm(client, ref, fields)),
    onSuccess: (form) => queryClient.setQueryData(formKey(ref), form),
  });
}

export function generateApplicationForm(client: PortalClient, { applicationId, materialId }: ApplicationFormRef, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call((api, init) => api.POST('/api/application/{id}/materials/{materialId}/form/pdf', { ...init, params: { path: { id: applicationId, materialId } } }), options);
}

/** 生成申报书: the PDF becomes the material's file, so the application is answered afresh. */
export function useGenerateApplicationForm(ref: ApplicationFormRef) {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await generateApplicationForm(client, ref)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
