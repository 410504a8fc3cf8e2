import type { CallDeclaration } from '@screener/contracts/call';
import * as adminSettingsCalls from '@screener/contracts/calls/admin-settings';
import type {
  PaymentSettingsUpdate,
  SaveSettingsPageRequest,
  SmsSettingsUpdate,
  ZSettingsResponse,
} from '@screener/contracts/company-settings';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { companyKeys } from '../../domain/company/api';
import { pageKeys } from '../../features/pages';
import { useCallQuery } from '../query-hooks';

export const settingsKeys = {
  all: ['staff', 'settings'] as const,
  settings: () => [...settingsKeys.all, 'company'] as const,
  payments: () => [...settingsKeys.all, 'payments'] as const,
  sms: () => [...settingsKeys.all, 'sms'] as const,
  pages: () => [...settingsKeys.all, 'pages'] as const,
};

/**
 * After a save the site's own company answer is stale too: dropping it makes the header, theme
 * and footer of this browser show the change as soon as the site is opened.
 */
function afterSave(client: QueryClient) {
  void client.invalidateQueries({ queryKey: companyKeys.all });
  void client.invalidateQueries({ queryKey: pageKeys.all });
}

export function useCompanySettings() {
  return useCallQuery(settingsKeys.settings(), adminSettingsCalls.get, {});
}

function useSettingsSave<B extends z.ZodType>(
  declaration: CallDeclaration<string, B, typeof ZSettingsResponse>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<B>) => call(declaration, input),
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.settings(), answer);
      afterSave(client);
    },
  });
}

export const useSaveGeneral = () => useSettingsSave(adminSettingsCalls.updateGeneral);
export const useSaveTheme = () => useSettingsSave(adminSettingsCalls.updateTheme);
export const useSaveFeatures = () => useSettingsSave(adminSettingsCalls.updateFeatures);
export const useSaveMarketing = () => useSettingsSave(adminSettingsCalls.updateMarketing);
export const useSaveImage = () => useSettingsSave(adminSettingsCalls.updateImage);

export function usePaymentSettings() {
  return useCallQuery(settingsKeys.payments(), adminSettingsCalls.getPayments, {});
}

export function useSavePayments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSettingsUpdate) => call(adminSettingsCalls.updatePayments, input),
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.payments(), answer);
      afterSave(client);
    },
  });
}

export function useSmsSettings() {
  return useCallQuery(settingsKeys.sms(), adminSettingsCalls.getSms, {});
}

export function useSaveSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsSettingsUpdate) => call(adminSettingsCalls.updateSms, input),
    onSuccess: (answer) => client.setQueryData(settingsKeys.sms(), answer),
  });
}

export function useSettingsPages() {
  return useCallQuery(settingsKeys.pages(), adminSettingsCalls.listPages, {});
}

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSettingsPageRequest) => call(adminSettingsCalls.savePage, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.pages() });
      afterSave(client);
    },
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { slug: string }) => call(adminSettingsCalls.deletePage, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.pages() });
      afterSave(client);
    },
  });
}
