import type { AdminListQuery } from '@screener/contracts/admin-list';
import {
  type CreateVenueRequest,
  type EventSeatPricing,
  type UpdateVenueRequest,
  ZEventSeatPricingResponse,
  ZGetVenueResponse,
  ZListVenueEventsResponse,
  ZListVenuesResponse,
  ZSaveVenueResponse,
} from '@screener/contracts/venue-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const venueKeys = {
  all: ['staff', 'venues'] as const,
  list: (query: AdminListQuery) => [...venueKeys.all, 'list', query] as const,
  venue: (venueId: number) => [...venueKeys.all, 'venue', venueId] as const,
  events: () => [...venueKeys.all, 'events'] as const,
  pricing: (screenerId: number) => [...venueKeys.all, 'pricing', screenerId] as const,
};

/** One page of the venues grid; the page shown stays while the next loads. */
export function useVenueList(query: AdminListQuery) {
  return useQuery({
    queryKey: venueKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest('admin/venues/list', query, ZListVenuesResponse, { signal }),
  });
}

export function useVenue(venueId: number | null) {
  return useQuery({
    queryKey: venueKeys.venue(venueId ?? 0),
    enabled: venueId !== null,
    queryFn: ({ signal }) =>
      apiRequest('admin/venues/get', { venue_id: venueId }, ZGetVenueResponse, { signal }),
  });
}

/** Creates or updates a venue; the answer is the venue as saved, kept as its query's data. */
export function useSaveVenue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVenueRequest | UpdateVenueRequest) =>
      'venue_id' in input
        ? apiRequest('admin/venues/update', input, ZSaveVenueResponse)
        : apiRequest('admin/venues/create', input, ZSaveVenueResponse),
    onSuccess: (answer) => {
      client.setQueryData(venueKeys.venue(answer.venue.id), answer);
      void client.invalidateQueries({ queryKey: venueKeys.all, refetchType: 'none' });
    },
  });
}

export function useVenueEvents() {
  return useQuery({
    queryKey: venueKeys.events(),
    queryFn: ({ signal }) => apiRequest('admin/venues/events/list', {}, ZListVenueEventsResponse, { signal }),
  });
}

export function useEventSeatPricing(screenerId: number | null) {
  return useQuery({
    queryKey: venueKeys.pricing(screenerId ?? 0),
    enabled: screenerId !== null,
    queryFn: ({ signal }) =>
      apiRequest('admin/venues/events/pricing/get', { screener_id: screenerId }, ZEventSeatPricingResponse, {
        signal,
      }),
  });
}

export function useSaveEventSeatPricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EventSeatPricing & { screener_id: number }) =>
      apiRequest('admin/venues/events/pricing/update', input, ZEventSeatPricingResponse),
    onSuccess: (answer) => {
      client.setQueryData(venueKeys.pricing(answer.event.id), answer);
      void client.invalidateQueries({ queryKey: venueKeys.events() });
    },
  });
}
