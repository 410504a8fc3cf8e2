/** The demo sites the seed creates, on host names every browser sends to loopback. */
// The runner picks the port (playwright.config.ts) and hands it to the workers.
const port = Number(process.env.E2E_PORT);

export const festival = {
  url: `http://festival.localhost:${port}`,
  title: 'Northern Lights Film Festival',
};

export const cinema = {
  url: `http://cinema.localhost:${port}`,
  title: 'קולנוע הים',
};

/** A host name that names no company: the development chooser answers it. */
export const unknownHost = `http://127.0.0.1:${port}`;
