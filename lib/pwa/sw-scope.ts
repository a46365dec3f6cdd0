// The few service-worker globals the worker uses. The project compiles with the DOM library
// (which has no worker types, and cannot be mixed with the WebWorker library in one program),
// so they are declared here, as narrow as the worker needs them.

export interface WaitableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WaitableMessageEvent extends WaitableEvent {
  readonly data: unknown;
}

export interface WorkerClient {
  readonly url: string;
}

export interface ServiceWorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: {
    matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<readonly WorkerClient[]>;
  };
  readonly location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WaitableMessageEvent) => void): void;
}
