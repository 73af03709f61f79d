//! CloudFormation's intrinsic functions as `infra/template.yaml` writes them, short (`!Ref X`)
//! or long (`{"Fn::GetAtt": [X, Arn]}`). Shared by the serverless harness and the store's
//! template check (which includes this file by path, having no dependency on this crate).

use serde_yaml::Value;

/// `!Tag argument` (or `{"Fn::Tag": argument}`) → the argument as a string; `!GetAtt X.Arn`
/// and `Fn::GetAtt: [X, Arn]` both give `X.Arn`.
pub fn intrinsic_argument(value: &Value, tag: &str) -> Option<String> {
    let argument = match value {
        Value::Tagged(tagged) if tagged.tag == tag => &tagged.value,
        Value::Mapping(mapping) if mapping.len() == 1 => {
            let long_form = if tag == "Ref" {
                "Ref".to_owned()
            } else {
                format!("Fn::{tag}")
            };
            mapping.get(long_form.as_str())?
        }
        _ => return None,
    };
    match argument {
        Value::String(text) => Some(text.clone()),
        Value::Sequence(parts) => {
            let parts: Option<Vec<&str>> = parts.iter().map(Value::as_str).collect();
            Some(parts?.join("."))
        }
        _ => None,
    }
}
