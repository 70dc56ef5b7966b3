/** Settings for every command: pure validation (config.ts) and loading (load.ts). */
export {
  type ActorSetting,
  CONFIG_ENV_VARS,
  CONFIG_KEYS,
  type ConfigLayer,
  DEFAULT_CONFIG,
  mergeConfig,
  OUTPUT_FORMATS,
  type OutputFormat,
  type PiScanConfig,
  parseEnvConfig,
  parseSettingValue,
  validateConfig,
} from './config.js';
export {
  CONFIG_MODULE_NAME,
  CONFIG_SEARCH_PLACES,
  type ConfigFile,
  findConfigDir,
  findGitRoot,
  type LoadConfigOptions,
  loadConfig,
  loadConfigFile,
} from './load.js';
