import {
  type FeatureSettings,
  type GeneralSettings,
  type MarketingSettingsUpdate,
  type PaymentSettingsUpdate,
  type SaveSettingsPageRequest,
  type SmsSettingsUpdate,
  type ThemeSettings,
  ZListSettingsPagesResponse,
  ZPaymentSettingsResponse,
  ZSaveSettingsPageResponse,
  ZSettingsResponse,
  ZSmsSettingsResponse,
} from '@screener/contracts/company-settings';
import { ZDoneResponse } from '@screener/contracts/staff';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { companyKeys } from '../../domain/company/api';
import { pageKeys } from '../../features/pages';

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
  return useQuery({
    queryKey: settingsKeys.settings(),
    queryFn: ({ signal }) => apiRequest('admin/settings/get', {}, ZSettingsResponse, { signal }),
  });
}

function useSettingsSave<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiRequest(`admin/settings/${path}`, input, ZSettingsResponse),
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.settings(), answer);
      afterSave(client);
    },
  });
}

export const useSaveGeneral = () => useSettingsSave<GeneralSettings>('general/update');
export const useSaveTheme = () => useSettingsSave<ThemeSettings>('theme/update');
export const useSaveFeatures = () => useSettingsSave<FeatureSettings>('features/update');
export const useSaveMarketing = () => useSettingsSave<MarketingSettingsUpdate>('marketing/update');
export const useSaveImage = () =>
  useSettingsSave<{ kind: 'logo' | 'favicon'; image: string | null }>('image/update');

export function usePaymentSettings() {
  return useQuery({
    queryKey: settingsKeys.payments(),
    queryFn: ({ signal }) =>
      apiRequest('admin/settings/payments/get', {}, ZPaymentSettingsResponse, { signal }),
  });
}

export function useSavePayments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSettingsUpdate) =>
      apiRequest('admin/settings/payments/update', input, ZPaymentSettingsResponse),
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.payments(), answer);
      afterSave(client);
    },
  });
}

export function useSmsSettings() {
  return useQuery({
    queryKey: settingsKeys.sms(),
    queryFn: ({ signal }) => apiRequest('admin/settings/sms/get', {}, ZSmsSettingsResponse, { signal }),
  });
}

export function useSaveSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsSettingsUpdate) =>
      apiRequest('admin/settings/sms/update', input, ZSmsSettingsResponse),
    onSuccess: (answer) => client.setQueryData(settingsKeys.sms(), answer),
  });
}

export function useSettingsPages() {
  return useQuery({
    queryKey: settingsKeys.pages(),
    queryFn: ({ signal }) =>
      apiRequest('admin/settings/pages/list', {}, ZListSettingsPagesResponse, { signal }),
  });
}

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSettingsPageRequest) =>
      apiRequest('admin/settings/pages/save', input, ZSaveSettingsPageResponse),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.pages() });
      afterSave(client);
    },
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { slug: string }) => apiRequest('admin/settings/pages/delete', input, ZDoneResponse),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.pages() });
      afterSave(client);
    },
  });
}
