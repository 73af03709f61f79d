//! The AWS adapter: DynamoDB, S3 and SQS through the AWS SDK. (In progress.)

pub mod schema;
