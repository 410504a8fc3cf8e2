import {
  type CreateVenueRequest,
  type EventSeatPricing,
  ZEventSeatPricingResponse,
  ZGetVenueResponse,
  ZListVenueEventsResponse,
  ZSaveVenueResponse,
  type UpdateVenueRequest,
} from '@screener/contracts/venue-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const venueKeys = {
  all: ['staff', 'venues'] as const,
  venue: (venueId: number) => [...venueKeys.all, 'venue', venueId] as const,
  events: () => [...venueKeys.all, 'events'] as const,
  pricing: (screenerId: number) => [...venueKeys.all, 'pricing', screenerId] as const,
};

export function useVenue(venueId: number | null) {
  return useQuery({
    queryKey: venueKeys.venue(venueId ?? 0),
    enabled: venueId !== null,
    queryFn: ({ signal }) => apiRequest('admin/venues/get', { venue_id: venueId }, ZGetVenueResponse, { signal }),
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
      apiRequest(
        'admin/venues/events/pricing/get',
        { screener_id: screenerId },
        ZEventSeatPricingResponse,
        { signal },
      ),
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
