import { createContext, type ReactNode, useContext } from 'react';
import { type AppConfig, DEFAULT_CONFIG } from '../config/env';

const AppConfigContext = createContext<AppConfig>(DEFAULT_CONFIG);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** The settings parsed from the environment at start-up. */
export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
