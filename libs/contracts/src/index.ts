export * from './transport/message-patterns';
