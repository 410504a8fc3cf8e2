import {
  DEVICE_CODE_GRANT_TYPE,
  DEVICE_FLOW_PATHS,
  type DeviceAuthorizationResponse,
  type DeviceTokenErrorBody,
  type DeviceTokenResponse,
  TV_CLIENT_ID,
  ZDeviceAuthorizationResponse,
  ZDeviceTokenError,
  ZDeviceTokenResponse,
} from '@screener/contracts/devices';
import { UnknownApiResponseError } from '../../api/api-errors';

/** The TV's side of RFC 8628: form posts to the site's own OAuth endpoints, OAuth answers back. */
function postForm(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ client_id: TV_CLIENT_ID, ...fields }),
    signal,
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (cause) {
    throw new UnknownApiResponseError(response.status, { cause });
  }
}

/** Asks the site for a pairing: the codes to show and how often to poll. */
export async function requestPairing(signal?: AbortSignal): Promise<DeviceAuthorizationResponse> {
  const response = await postForm(DEVICE_FLOW_PATHS.deviceAuthorization, {}, signal);
  const parsed = ZDeviceAuthorizationResponse.safeParse(await readJson(response));
  if (!response.ok || !parsed.success) throw new UnknownApiResponseError(response.status);
  return parsed.data;
}

/** One poll of the token endpoint: the token, or the RFC's reason to wait or stop. */
export async function pollToken(
  deviceCode: string,
  signal?: AbortSignal,
): Promise<DeviceTokenResponse | DeviceTokenErrorBody> {
  const response = await postForm(
    DEVICE_FLOW_PATHS.token,
    { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode },
    signal,
  );
  const json = await readJson(response);
  const parsed = response.ok ? ZDeviceTokenResponse.safeParse(json) : ZDeviceTokenError.safeParse(json);
  if (!parsed.success) throw new UnknownApiResponseError(response.status, { cause: parsed.error });
  return parsed.data;
}
