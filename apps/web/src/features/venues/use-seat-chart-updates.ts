import { SEAT_CHART_SOCKET, SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTIME_REQUEST_TIMEOUT_MS, useRealtimeSocket } from '../../api/realtime-socket';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { seatKeys } from './api';

/**
 * While the chart is open it follows the event's seats: each hold, booking or freed seat anywhere
 * makes it read the statuses again. A reconnection joins again and reads them, as it may have
 * missed news meanwhile.
 */
export function useSeatChartUpdates(screenerId: number): void {
  const socket = useRealtimeSocket();
  const company = useCurrentCompany();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const reload = () =>
      void queryClient.invalidateQueries({ queryKey: seatKeys.status(company.id, screenerId) });
    const join = () => {
      void socket
        .timeout(REALTIME_REQUEST_TIMEOUT_MS)
        .emitWithAck(SEAT_CHART_SOCKET.join, { screener_id: screenerId })
        .catch(() => undefined);
    };
    const rejoin = () => {
      join();
      reload();
    };
    const onEvent = (raw: unknown) => {
      const event = ZServerEvent.safeParse(raw);
      if (event.success && event.data.type === 'seats.changed' && event.data.screener_id === screenerId)
        reload();
    };
    join();
    socket.on(SERVER_EVENT, onEvent);
    socket.on('connect', rejoin);
    return () => {
      socket.off(SERVER_EVENT, onEvent);
      socket.off('connect', rejoin);
      if (socket.connected) {
        void socket
          .timeout(REALTIME_REQUEST_TIMEOUT_MS)
          .emitWithAck(SEAT_CHART_SOCKET.leave, { screener_id: screenerId })
          .catch(() => undefined);
      }
    };
  }, [socket, company.id, screenerId, queryClient]);
}
