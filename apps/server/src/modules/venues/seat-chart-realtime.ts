import { rooms, SEAT_CHART_SOCKET, ZSeatChartJoin } from '@screener/contracts/realtime';
import type { Server } from 'socket.io';
import type { Db } from '../../db/client.ts';
import { findSeatChart } from './seat-chart.ts';

type Ack = (reply: unknown) => void;

/**
 * An open seat chart follows its event's room, so holds, bookings and freed seats reach it without
 * a reload. Guests may follow too (the statuses are public); only a company's own events can be
 * followed from its site.
 */
export function registerSeatChartRealtime(io: Server, deps: { db: Db }): void {
  io.on('connection', (socket) => {
    socket.on(SEAT_CHART_SOCKET.join, async (raw: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = ZSeatChartJoin.safeParse(raw);
      if (!parsed.success) return reply({ ok: false });
      try {
        const chart = await findSeatChart(deps.db, socket.identity.companyId, parsed.data.screener_id);
        if (!chart) return reply({ ok: false });
        await socket.join(rooms.seatChart(parsed.data.screener_id));
        reply({ ok: true });
      } catch {
        reply({ ok: false });
      }
    });
    socket.on(SEAT_CHART_SOCKET.leave, async (raw: unknown, ack?: Ack) => {
      const parsed = ZSeatChartJoin.safeParse(raw);
      if (parsed.success) await socket.leave(rooms.seatChart(parsed.data.screener_id));
      if (typeof ack === 'function') ack({ ok: parsed.success });
    });
  });
}
