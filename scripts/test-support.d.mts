import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function portIsFree(port: number): Promise<boolean>;
export function freshPostgresDatabase(baseUrl: string, prefix?: string): Promise<{ name: string; url: string; drop(): Promise<void> }>;
export function logTail(file: string, lines?: number): string;
export function waitUntilUp(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void>;
export function stopProcess(child: ChildProcess, options?: { group?: boolean; graceMs?: number }): Promise<void>;
