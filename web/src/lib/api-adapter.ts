import type { AxiosAdapter } from 'axios';

let adapterOverride: AxiosAdapter | undefined;

/** Answers the app's requests with `adapter` instead of the network (tests, the server render); undefined restores it. */
export function setApiAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
}

export function apiAdapterOverride(): AxiosAdapter | undefined {
  return adapterOverride;
}
