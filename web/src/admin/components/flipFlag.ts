import type { Dispatch, SetStateAction } from 'react';
import { toast } from './toast';
import type { ApiResult } from '../../api/client';

/** Flips a list entry's true/false flag through the API, puts the server's answer in the list and says what happened. */
export async function flipFlag<T extends { _id: string }>(
  toggle: (id: string) => Promise<ApiResult<T>>,
  entry: T,
  isOn: (entry: T) => boolean,
  setList: Dispatch<SetStateAction<T[]>>,
  messages: { failed: string; on: string; off: string },
): Promise<void> {
  const { data, error } = await toggle(entry._id);
  if (error) {
    toast.error(messages.failed);
    return;
  }
  setList((list) => list.map((item) => (item._id === entry._id ? data : item)));
  toast.success(isOn(data) ? messages.on : messages.off);
}
