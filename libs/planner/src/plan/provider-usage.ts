import type { PlannerPart, ProviderUse } from '@roadbook/contracts';

/**
 * Runs each step on its online provider when one is configured and falls back to the offline
 * adapter when it fails, remembering which provider produced each part and why it fell back.
 */
export class ProviderUsage {
  private readonly uses = new Map<
    PlannerPart,
    { online: number; offline: number; provider: string; reason?: string }
  >();

  async attempt<T>(
    part: PlannerPart,
    online: { name: string; run: () => Promise<T> } | undefined,
    offline: { name: string; run: () => Promise<T> },
  ): Promise<T> {
    const use = this.uses.get(part) ?? { online: 0, offline: 0, provider: offline.name };
    this.uses.set(part, use);
    if (online) {
      try {
        const result = await online.run();
        use.online++;
        use.provider = online.name;
        return result;
      } catch (error) {
        use.reason ??= `${online.name} failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    use.offline++;
    return offline.run();
  }

  summary(defaults: Record<PlannerPart, string>): Record<PlannerPart, ProviderUse> {
    const out = {} as Record<PlannerPart, ProviderUse>;
    for (const part of Object.keys(defaults) as PlannerPart[]) {
      const use = this.uses.get(part);
      if (!use) {
        out[part] = { provider: defaults[part], fellBack: false };
        continue;
      }
      const fellBack = use.reason !== undefined;
      const provider =
        use.online && use.offline
          ? `${use.provider}+${defaults[part]}`
          : use.online
            ? use.provider
            : defaults[part];
      out[part] = fellBack ? { provider, fellBack, reason: use.reason } : { provider, fellBack };
    }
    return out;
  }
}
