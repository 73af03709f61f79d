//! The tool registry (seed 002 §3): tools registered explicitly, a duplicate name refused, and
//! one uniform way to run a call: an unknown tool is `UNKNOWN_TOOL`, a tool that fails
//! unexpectedly is `EXCEPTION` with a message the user may read and the details only in the
//! log, and every call is timed.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use cookbook_llm::ToolSpec;
use serde_json::Value;

use crate::chat::tool::{ChatTool, ToolCall, ToolContext, ToolResult, ToolServices, ToolStop};

/// A second tool under a name already taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("duplicate tool `{0}`: every tool needs its own name")]
pub struct DuplicateTool(pub &'static str);

/// The tools a chat can call, by name.
#[derive(Default, Clone)]
pub struct ToolRegistry {
    tools: BTreeMap<&'static str, Arc<dyn ChatTool>>,
}

impl ToolRegistry {
    pub fn register(&mut self, tool: Arc<dyn ChatTool>) -> Result<(), DuplicateTool> {
        let name = tool.info().name;
        if self.tools.contains_key(name) {
            return Err(DuplicateTool(name));
        }
        self.tools.insert(name, tool);
        Ok(())
    }

    /// The registered names, sorted.
    pub fn names(&self) -> Vec<&'static str> {
        self.tools.keys().copied().collect()
    }

    /// The tools as the model is told about them.
    pub fn specs(&self) -> Vec<ToolSpec> {
        self.tools
            .values()
            .map(|tool| {
                let info = tool.info();
                ToolSpec {
                    name: info.name.to_owned(),
                    description: info.description.to_owned(),
                    input_schema: tool.parameters(),
                }
            })
            .collect()
    }

    /// Runs tool `name` with `input`; whatever happens, the answer is a [`ToolResult`].
    pub async fn execute(
        &self,
        name: &str,
        ctx: &ToolContext,
        services: &ToolServices,
        input: &Value,
    ) -> ToolResult {
        let Some(tool) = self.tools.get(name) else {
            tracing::warn!(tool = name, user = %ctx.user, "unknown tool called");
            return ToolResult::failed("UNKNOWN_TOOL", format!("Unknown tool: {name}"));
        };
        let category = tool.info().category;
        tracing::info!(tool = name, ?category, user = %ctx.user, "tool called");
        let started = Instant::now();
        let call = ToolCall {
            ctx,
            services,
            input,
        };
        let result = match tool.execute(call).await {
            Ok(result) | Err(ToolStop::Refused(result)) => result,
            Err(ToolStop::Failed(error)) => {
                tracing::error!(tool = name, error = %error, "tool failed");
                ToolResult::failed(
                    "EXCEPTION",
                    format!("Sorry, {name} failed; please try again."),
                )
            }
        };
        tracing::info!(
            tool = name,
            ?category,
            success = result.success,
            error_code = result.error_code.as_deref().unwrap_or(""),
            duration_ms = started.elapsed().as_secs_f64() * 1000.0,
            "tool completed"
        );
        result
    }
}

#[cfg(test)]
mod tests {
    use async_trait::async_trait;
    use serde_json::json;

    use super::*;
    use crate::chat::tool::{ToolCategory, ToolError, ToolInfo};

    struct Echo;

    #[async_trait]
    impl ChatTool for Echo {
        fn info(&self) -> ToolInfo {
            ToolInfo::new("echo", ToolCategory::Query, "Repeats its input.")
        }
        fn parameters(&self) -> Value {
            json!({"type": "object", "properties": {"say": {"type": "string"}}})
        }
        async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
            match call.input.get("say") {
                Some(say) => Ok(ToolResult::ok(say.clone())),
                None => Err(ToolError("no `say` in the input".to_owned()).into()),
            }
        }
    }

    #[test]
    fn names_are_unique() {
        let mut registry = ToolRegistry::default();
        registry.register(Arc::new(Echo)).unwrap();
        assert_eq!(
            registry.register(Arc::new(Echo)),
            Err(DuplicateTool("echo"))
        );
        assert_eq!(registry.names(), ["echo"]);
        let specs = registry.specs();
        assert_eq!(specs[0].name, "echo");
        assert_eq!(specs[0].input_schema["type"], "object");
    }
}
